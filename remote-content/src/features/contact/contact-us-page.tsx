export function ContactUsPage() {
  return (
    <main className="container section">
      <h1>Contact Us</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
