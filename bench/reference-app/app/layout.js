// The reference page of `npm run bench -- lighthouse` (bench/support/reference-app.ts): the
// smallest App Router page, built with the site's own Next.js and React. Keep it bare.
export const metadata = { title: 'Reference page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
