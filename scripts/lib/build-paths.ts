/** React Router's prerendered pages as it wrote them, kept beside the build (never served) by postbuild. */
export const prerenderedDir = "build/prerendered";
