// The React-only baseline: what an app costs before it imports anything from @devlearn/ui.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<button type="button">Enrol</button>);
