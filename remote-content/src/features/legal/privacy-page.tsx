export function PrivacyPage() {
  return (
    <main className="container section">
      <h1>Privacy Policy</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
