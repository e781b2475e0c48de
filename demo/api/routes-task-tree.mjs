// A task tree (demo/pages/table-tree.html, issue 47 item 3): tasks with a parentId. GET /api/task-tree
// answers every task but those under a task marked hasChildren: true; ?parent=<id> answers that task's
// children (a tree row's children loading when it opens). ?lang=th: the same tasks in Thai.
import { HttpError } from './http.mjs';
import { param } from './query.mjs';

/** [id, parentId, task, owner, status, hours, Thai task, children loaded on open] */
const TASKS = [
  [1, null, 'Plan the relaunch', 'Ana', 'Done', 12, 'วางแผนเปิดตัวใหม่'],
  [2, null, 'Design', 'Ben', 'Doing', 30, 'ออกแบบ'],
  [3, null, 'Build', 'Chen', 'Doing', 64, 'พัฒนา'],
  [4, null, 'Launch', 'Dara', 'To do', 8, 'เปิดตัว'],
  [5, 1, 'Interview users', 'Ana', 'Done', 6, 'สัมภาษณ์ผู้ใช้'],
  [6, 1, 'Write the brief', 'Ana', 'Done', 4, 'เขียนสรุปงาน'],
  [7, 2, 'Wireframes', 'Ben', 'Done', 10, 'โครงร่างหน้าจอ'],
  [8, 2, 'Visual design', 'Eve', 'Doing', 16, 'งานออกแบบภาพ', true],
  [9, 3, 'Front end', 'Chen', 'Doing', 24, 'ส่วนหน้า'],
  [10, 3, 'Back end', 'Farid', 'Doing', 30, 'ส่วนหลัง', true],
  [11, 4, 'Announce', 'Dara', 'To do', 3, 'ประกาศ'],
  [12, 4, 'Monitor errors', 'Farid', 'To do', 5, 'เฝ้าดูข้อผิดพลาด'],
  [13, 8, 'Colour palette', 'Eve', 'Done', 5, 'ชุดสี'],
  [14, 8, 'Type scale', 'Eve', 'Doing', 4, 'ขนาดตัวอักษร'],
  [15, 10, 'Database', 'Farid', 'Done', 8, 'ฐานข้อมูล'],
  [16, 10, 'Search API', 'Farid', 'Doing', 12, 'API ค้นหา'],
  [17, 10, 'Mail service', 'Gus', 'To do', 6, 'บริการอีเมล'],
  [18, 9, 'Header', 'Chen', 'Done', 6, 'ส่วนหัว'],
  [19, 9, 'Task table', 'Chen', 'Doing', 10, 'ตารางงาน'],
];
const LAZY = new Set(TASKS.filter((t) => t[7]).map((t) => t[0]));

const row = (t, th) => ({ id: t[0], parentId: t[1], task: th ? t[6] : t[2], owner: t[3], status: t[4], hours: t[5], ...(t[7] ? { hasChildren: true } : {}) });

/** GET /api/task-tree -> { data }; ?parent=<id>: that task's children. */
export function listTaskTree({ query }) {
  const th = param(query, 'lang') === 'th';
  const parent = param(query, 'parent');
  if (parent === '') return { data: TASKS.filter((t) => !LAZY.has(t[1])).map((t) => row(t, th)) };
  const id = Number(parent);
  if (!Number.isInteger(id) || !TASKS.some((t) => t[0] === id)) throw new HttpError(404, 'No such task');
  return { data: TASKS.filter((t) => t[1] === id).map((t) => row(t, th)) };
}
