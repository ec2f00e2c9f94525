export function RateMyChancesPage() {
  return (
    <main className="container section">
      <h1>Rate My Chances</h1>
      <p>The admission-chance calculator is not built yet; it has no issue of its own so far.</p>
    </main>
  );
}
