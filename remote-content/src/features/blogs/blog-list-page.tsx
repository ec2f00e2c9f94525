export function BlogListPage() {
  return (
    <main className="container section">
      <h1>Blogs</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
