// A stand-in knowledge-base worker for the overrun test: loads nothing, answers at once, except a
// question containing HANG, on which it spins forever (a bug in retrieval, as the main side sees it).
const { parentPort, workerData } = require('node:worker_threads');
const languages = workerData.files.map((f) => f.replace(/\.jsonl\.gz$/, ''));
parentPort.postMessage({ type: 'ready', languages, records: 0, loadMs: 0 });
for (const lang of languages) parentPort.postMessage({ type: 'warm', lang, part: 'retrieval' });
parentPort.on('message', (m) => {
  if (m.type !== 'retrieve') return;
  if (m.query.question.includes('HANG')) for (;;);
  parentPort.postMessage({ type: 'result', id: m.id, result: { lang: m.query.lang, autoDetected: false, apis: [], context: `answered ${m.query.question}` } });
});
