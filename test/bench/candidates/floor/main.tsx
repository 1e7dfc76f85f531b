/** The hand-written candidate's page: heading, the form, nothing else (test code). */
import { createRoot } from 'react-dom/client';
import { IncomeForm } from './IncomeForm.tsx';
import '../page.css';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>What is your annual income?</h1>
    <p className="subtitle">Include your total income before taxes. We'll verify it later in your application.</p>
    <IncomeForm />
  </main>,
);
