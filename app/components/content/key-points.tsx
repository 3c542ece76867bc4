/**
 * The article's key points, in a labelled box under its title: what a reader who stops here should
 * take away. Kept in print (the PDFs are printed from the page).
 */
export function KeyPoints({ points }: { points: readonly string[] }) {
  return (
    <section aria-labelledby="key-points" className="mt-6 max-w-3xl rounded-xl border border-l-4 border-parchment border-l-teal bg-white p-5" data-testid="key-points">
      <h2 id="key-points" className="text-lg font-semibold text-navy">
        Key points
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
