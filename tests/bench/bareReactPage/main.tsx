import { createRoot } from 'react-dom/client';

// The reference the shell benchmark compares the home route with: React and nothing else.
const root = document.getElementById('root');
if (root) createRoot(root).render(<main data-testid="home-page">Hello</main>);
