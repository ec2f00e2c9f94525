export function PopularCoursesPage() {
  return (
    <main className="container section">
      <h1>Popular Courses</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
