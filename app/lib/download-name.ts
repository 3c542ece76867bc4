/** The spec's download name: the article title as a file name, or "download-file.pdf" without one. */
export function pdfDownloadName(title: string | undefined | null): string {
  const cleaned = (title ?? "")
    .replace(/[:|]+/g, " -")
    .replace(/[\\/*?"<>\u0000-\u001f]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[. ]+$/, "");
  return cleaned ? `${cleaned}.pdf` : "download-file.pdf";
}
