export function BlogDetailPage() {
  return (
    <main className="container section">
      <h1>Blog</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
