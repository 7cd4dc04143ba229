import { diffHtml, acceptChanges, normalizeHtml } from "./domain/html/diff";
import { sanitizeHtml } from "./domain/html/sanitize";
const doc = '<p class="lead">Remote work changed how <strong>small teams</strong> plan their week.</p><h2>Why it matters</h2><ul><li><p>Fewer meetings, shorter ones.</p></li><li><p>Written updates instead of calls.</p></li></ul><blockquote><p>The best meeting is the one you did not need.</p></blockquote>'.repeat(3);
const b = doc.replace("small", "big");
let t = performance.now(); for (let i=0;i<20;i++) sanitizeHtml(doc); console.log("sanitize", (performance.now()-t)/20);
t = performance.now(); let d; for (let i=0;i<20;i++) d=diffHtml(doc,b); console.log("diff", (performance.now()-t)/20);
t = performance.now(); for (let i=0;i<20;i++) acceptChanges(d.html); console.log("accept", (performance.now()-t)/20);
