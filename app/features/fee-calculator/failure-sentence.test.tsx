// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { computeCourtFee } from "../../../core/fees/court-fee";
import { FEE_API_SENTENCES, FeeApiError } from "~/lib/fee-api";
import { loadTranslations } from "~/lib/content/translations.server";
import { contentTree } from "~/lib/content/content-source.server";
import type { Locale } from "~/lib/i18n/locale";
import { IslandTexts } from "~/lib/i18n/translations";
import { useFailureSentence } from "./failure-sentence";
import { NO_NAMES } from "./jurisdiction-names";

afterEach(cleanup);

function Sentence({ error, locale }: { error: unknown; locale: Locale }) {
  const names = locale === "hi" ? contentTree().hindi.jurisdictionNames : NO_NAMES;
  const failureSentence = useFailureSentence(names);
  return <p>{failureSentence(error)}</p>;
}

function sentence(error: unknown, locale: Locale): string {
  render(
    <IslandTexts messages={loadTranslations(locale, "calculators")} locale={locale}>
      <Sentence error={error} locale={locale} />
    </IslandTexts>,
  );
  return screen.getByRole("paragraph").textContent ?? "";
}

const refusalOf = (id: string, amount: number) => {
  const result = computeCourtFee(id, amount);
  if (result.ok) throw new Error("expected a refusal");
  return result;
};

describe("a failed calculation's toast", () => {
  it("says a refusal in Hindi with the Hindi name and the range the table covers", () => {
    const refusal = refusalOf("JH", 100000);
    expect(sentence(new FeeApiError(refusal.message, refusal), "hi")).toBe(
      "झारखंड की जो तालिका इस साइट के पास है, वह केवल ₹30,000 तक के मूल्य के वादों के लिए है, इसलिए यह साइट इस मूल्य पर फीस की गणना नहीं कर सकती।",
    );
    cleanup();
    expect(sentence(new FeeApiError(refusal.message, refusal), "en")).toBe(refusal.message);
  });

  it("says a refusal below a table's range with the value it starts from", () => {
    const refusal = refusalOf("SK", 50000);
    expect(sentence(new FeeApiError(refusal.message, refusal), "hi")).toContain("केवल ₹1,00,000 या अधिक मूल्य के वादों");
  });

  it("says how long to wait, in Hindi, from the server's Retry-After", () => {
    const english = "Too many requests. Please wait 7 seconds and try again.";
    expect(sentence(new FeeApiError(english, null, 7), "hi")).toBe("बहुत अधिक अनुरोध। कृपया 7 सेकंड रुककर फिर से प्रयास करें।");
    cleanup();
    expect(sentence(new FeeApiError(english, null, 7), "en")).toBe(english);
  });

  it("says a busy server (503) in Hindi too, with its Retry-After", () => {
    const english = "The server is busy; please try again in 5 seconds.";
    expect(sentence(new FeeApiError(english, null, 5, 503), "hi")).toBe("सर्वर अभी व्यस्त है; कृपया 5 सेकंड बाद फिर से प्रयास करें।");
    cleanup();
    expect(sentence(new FeeApiError(english, null, 5, 503), "en")).toBe(english);
  });

  it.each(FEE_API_SENTENCES)("says the client's own failure in Hindi: %s", (english) => {
    const hindi = sentence(new FeeApiError(english), "hi");
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/^[^A-Za-z]+$/);
  });
});
