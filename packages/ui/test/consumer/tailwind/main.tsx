// A consumer with its own Tailwind v4: its stylesheet imports the theme and scans only the components it uses.
import { Button } from '@devlearn/ui';
import { createRoot } from 'react-dom/client';
import './styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(<Button>Enrol</Button>);
