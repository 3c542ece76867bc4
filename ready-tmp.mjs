import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const OLD = `.calculator-panel-motion{width:100%!important;height:100%!important;background-size:200% 200%!important;animation:old-drift 18s ease-in-out infinite alternate!important;will-change:auto!important}@keyframes old-drift{from{background-position:0% 0%}to{background-position:100% 100%}}`;
for (const variant of ["new", "old", "new", "old"]) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addCookies([{ name: "disclaimer", value: "agreed", url: "http://localhost:4173" }]);
  const page = await ctx.newPage();
  await page.goto("http://localhost:4173/calculator/court-fee-calculator");
  if (variant === "old") await page.addStyleTag({ content: OLD });
  await page.waitForTimeout(1000);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Performance.enable");
  const m0 = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  await page.waitForTimeout(5000);
  const m1 = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  const d = (k) => ((m1[k] - m0[k]) * 1000).toFixed(0);
  console.log(variant, "main-thread task ms in 5 s:", d("TaskDuration"), "layout", d("LayoutDuration"), "style", d("RecalcStyleDuration"), "script", d("ScriptDuration"));
  if (variant === "new") await page.screenshot({ path: "/tmp/calc-phone-new.png" });
  await ctx.close();
}
await b.close();
