// Server-rendered text and nothing of its own on the client: what it scores is what Next.js and
// React alone cost on the machine running the bench.
export default function Page() {
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ fontSize: 32 }}>Reference page</h1>
      <p style={{ fontSize: 18, lineHeight: 1.6 }}>
        The smallest App Router page, built with the site&apos;s own Next.js and React. Its Lighthouse score on this
        machine is the floor every page of the site stands on.
      </p>
    </main>
  );
}
