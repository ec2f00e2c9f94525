export function CountryGuidesPage() {
  return (
    <main className="container section">
      <h1>Country Guides</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
