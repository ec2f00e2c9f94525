export function ExploreSection() {
  return (
    <section className="container section" aria-labelledby="explore-title">
      <h2 id="explore-title">Explore Universities</h2>
      <p>The university list is being built (remote-universities, issue 4).</p>
    </section>
  );
}
