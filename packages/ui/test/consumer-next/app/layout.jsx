// The Next.js consumer's root layout: the package's compiled stylesheet, imported once.
import '@devlearn/ui/styles.css';

// No favicon file: the browser would ask for /favicon.ico and log its 404.
export const metadata = { title: 'consumer', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
