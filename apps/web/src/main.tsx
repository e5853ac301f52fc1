import './app.css';
import { startApp } from './app/startApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
