export function TermsPage() {
  return (
    <main className="container section">
      <h1>Terms of Service</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
