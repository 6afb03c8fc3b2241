// The latency baseline's island: the least a React island can do for a quiz question — two answers to choose from, a
// Check button, and the feedback it sets — written without JSX so the benchmark can also render it on the server.
import { createElement as h, useEffect, useState } from 'react';

const OPTIONS = ['Ụtụtụ ọma', 'Ehihie ọma'];

export function Island() {
  const [chosen, setChosen] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  useEffect(() => {
    // The same signal Lugha's lesson player gives when it is live.
    document.body.dataset['lessonReady'] = 'true';
  }, []);
  return h(
    'section',
    null,
    h('p', null, 'How do you say “good morning”?'),
    ...OPTIONS.map((text, i) => h('button', { key: text, type: 'button', 'data-option': i, 'aria-pressed': chosen === i, onClick: () => setChosen(i) }, text)),
    h('button', { type: 'button', disabled: chosen === null, onClick: () => setFeedback(chosen === 0 ? 'Correct!' : 'Try Again') }, 'Check'),
    h('div', { role: 'status' }, feedback),
  );
}
