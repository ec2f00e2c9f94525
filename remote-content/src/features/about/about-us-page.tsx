export function AboutUsPage() {
  return (
    <main className="container section">
      <h1>About Us</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
