/**
 * Thai (README "Languages": adding a language is one file like this one).
 * `table`: every built-in text of the table, main bundle and feature chunks,
 * by key (English beside the code: table/model/strings.ts and each chunk's
 * TEXT); `calendar`: the calendar's (calendar/model/locale.ts STRINGS_EN).
 * Templates: `{name}` placeholders; plural forms `one:…|…` where the
 * language has them (Thai has one form). The script bundles load this file
 * as the th part when a table's or a calendar's language is Thai.
 */
import type { Strings } from '../calendar/model/locale';
import type { EditStrings } from '../calendar/store/edit-text';
import type { ListStrings } from '../calendar/model/list-text';

/** The language's code: the chunk's name and what locales are matched on ('th', 'th-TH'). */
export const code = 'th';

export const table: Record<string, string> = {
  // table/model/strings.ts
  showing: 'แสดง {from} ถึง {to} จาก {total} รายการ',
  filteredFrom: ' (กรองจากทั้งหมด {total} รายการ)',
  noRows: 'ไม่มีข้อมูล',
  noMatches: 'ไม่พบรายการที่ตรงกัน',
  loading: 'กำลังโหลด…',
  error: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  search: 'ค้นหา',
  pageSize: 'แถวต่อหน้า',
  pagination: 'เลขหน้า, {table}',
  first: 'หน้าแรก',
  previous: 'หน้าก่อนหน้า',
  next: 'หน้าถัดไป',
  last: 'หน้าสุดท้าย',
  page: 'หน้า {page}',
  pageOf: 'หน้า {page} จาก {count}',
  asc: 'เรียงตาม {column} จากน้อยไปมาก ',
  desc: 'เรียงตาม {column} จากมากไปน้อย ',
  rows: '{count} แถว',
  selectAll: 'เลือกทุกแถว',
  selectRow: 'เลือกแถว {row}',
  selected: ', เลือกแล้ว {count} แถว',
  filterBy: 'กรองตาม {column}',
  all: 'ทั้งหมด',
  sortBy: 'เรียงตาม {column}',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  // table/dom/say.ts (shared by the chunks)
  ok: 'ตกลง',
  cancel: 'ยกเลิก',
  signedOut: 'เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  // table/actions/bulk.ts
  bulkGroup: 'การดำเนินการกับแถวที่เลือกของ {table}',
  bulkAction: 'การดำเนินการ ',
  bulkChoose: 'เลือก…',
  bulkApply: 'ดำเนินการ',
  bulkClear: 'ล้างการเลือก',
  bulkSelected: 'เลือกแล้ว {count} แถว',
  bulkSelectedElsewhere: 'เลือกแล้ว {count} แถว (อยู่ในหน้าอื่น {other} แถว)',
  bulkChooseFirst: 'โปรดเลือกการดำเนินการก่อน',
  bulkNoIds: 'แถวที่เลือกไม่มีรหัส (id) จึงไม่ได้ส่งข้อมูล',
  bulkDone: '{action}: เสร็จแล้ว {count} แถว',
  bulkCleared: 'ล้างการเลือกแล้ว',
  // table/actions/send.ts, actions/filter.ts, dom/row-actions.ts
  actionFailed: 'ดำเนินการไม่สำเร็จ โปรดลองอีกครั้ง',
  filterGroup: 'การดำเนินการของ {table}',
  rowActions: 'การดำเนินการ',
  rowActionLabel: '{action} {row}',
  rowConfirm: '{action} {row} ใช่หรือไม่?',
  rowFailed: '{action} ไม่สำเร็จ',
  // table/components/rows-text.ts, dom/row-drag.ts
  editHeader: 'แถว',
  editAdd: 'เพิ่มแถว',
  editCopy: 'คัดลอก',
  editCopyLabel: 'คัดลอก {row}',
  editDelete: 'ลบ',
  editDeleteLabel: 'ลบ {row}',
  editConfirm: 'ลบ {row} ใช่หรือไม่?',
  deleteFailed: 'ลบ {row} ไม่สำเร็จ',
  deleteForbidden: 'คุณไม่มีสิทธิ์ลบแถวนี้',
  dragHeader: 'ลำดับ',
  dragHandle: 'จัดลำดับ {row}',
  dragHelp: 'กด Space เพื่อหยิบแถว ใช้ปุ่มลูกศรเพื่อย้าย กด Space เพื่อวาง หรือกด Escape เพื่อยกเลิก',
  dragPickedUp: 'หยิบ {row} แล้ว แถวที่ {at} จาก {count}',
  dragMoved: 'ย้ายไปแถวที่ {at}',
  dragDropped: 'วางแล้ว',
  dragCancelled: 'ยกเลิกแล้ว',
  dragSorted: 'จัดลำดับแถวไม่ได้ขณะที่ตารางเรียงตามคอลัมน์',
  dragClearSort: 'ล้างการเรียง',
  dragFailed: 'บันทึกลำดับใหม่ไม่สำเร็จ จึงกลับไปใช้ลำดับเดิม',
  // table/components/resize-text.ts
  resizeColumn: 'ปรับความกว้างคอลัมน์ {column}',
  // table/components/responsive-text.ts
  moreHeader: 'เพิ่มเติม',
  showMore: 'แสดงข้อมูลเพิ่มเติมของแถว {row}',
  // table/components/column-text.ts
  columnMenu: 'ตัวเลือกคอลัมน์: {column}',
  moveLeft: 'ย้ายไปทางซ้าย',
  moveRight: 'ย้ายไปทางขวา',
  hideColumn: 'ซ่อนคอลัมน์',
  fitColumn: 'พอดีกับเนื้อหา',
  columnChooser: 'คอลัมน์',
  columnMoved: 'ย้าย {column} ไปที่ตำแหน่ง {place} จาก {count}',
  columnHidden: 'ซ่อน {column} แล้ว',
  columnShown: 'แสดง {column} แล้ว',
  columnFitted: 'ปรับ {column} ให้พอดีกับเนื้อหาแล้ว',
  // table/dom/export.ts, export-server.ts
  exportRunning: 'กำลังส่งออก…',
  exportProgress: 'กำลังส่งออก… {received} จาก {total} แถว',
  exportCancel: 'ยกเลิก',
  exportCancelLabel: 'ยกเลิกการส่งออก',
  exportForbidden: 'คุณไม่มีสิทธิ์ส่งออกแถวเหล่านี้',
  exportFailed: 'ส่งออกไม่สำเร็จ: {reason}',
  exportStatus: 'เซิร์ฟเวอร์ตอบกลับด้วยรหัส {code}',
  exportCapped: 'ไฟล์ที่ส่งออกมี {count} แถวแรกจากทั้งหมด {total} แถว',
  // table/components/cell-save.ts, components/table-foot.ts
  saveFailed: 'บันทึกการเปลี่ยนแปลงนี้ไม่สำเร็จ',
  saveForbidden: 'คุณไม่มีสิทธิ์แก้ไขรายการนี้',
  saveNoId: 'แถวนี้ไม่มีรหัส (id) จึงบันทึกการเปลี่ยนแปลงไม่ได้',
  footerPageNote: '(หน้านี้)',
  footerPageTitle: 'ยอดรวมของหน้านี้เท่านั้น',
  // table/dom/filter-form.ts
  formForbidden: 'คุณไม่มีสิทธิ์ดูผลลัพธ์เหล่านี้',
};

/** With the list view's texts (calendar/model/list-text.ts LIST_TEXT), issue 45 item 3. */
export const calendar: Strings & ListStrings = {
  calendar: 'ปฏิทิน',
  today: 'วันนี้',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  month: 'เดือน',
  week: 'สัปดาห์',
  day: 'วัน',
  list: 'รายการ',
  view: 'มุมมอง',
  more: '+{count} เพิ่มเติม',
  moreLabel: 'กิจกรรมเพิ่มเติม {count} รายการในวันที่ {date}',
  untitled: 'ไม่มีชื่อ',
  allDay: 'ทั้งวัน',
  close: 'ปิด',
  noEvents: 'ไม่มีกิจกรรม',
  loading: 'กำลังโหลด...',
  loadError: 'โหลดกิจกรรมไม่สำเร็จ',
  retry: 'ลองใหม่',
  dismiss: 'ปิด',
  selectMonth: 'เดือน',
  selectYear: 'ปี',
  location: 'สถานที่',
  category: 'หมวดหมู่',
  range: '{start} ถึง {end}',
  businessHours: 'เวลาทำการ {start} ถึง {end}',
  closed: 'ปิดทำการ',
  listFrom: 'ตั้งแต่ {time}',
  listUntil: 'ถึง {time}',
  listPart: 'วันที่ {day} จาก {count}',
};

/** The calendar's editing part (calendar/store/edit-text.ts EDIT_TEXT), issue 23. */
export const calendarEdit: EditStrings = {
  hint: 'ย้ายกิจกรรมด้วยแป้นพิมพ์: โฟกัสที่กิจกรรม กด Space ใช้ปุ่มลูกศรเพื่อย้าย (Shift กับลูกศรเพื่อเลื่อนเวลาสิ้นสุด) แล้วกด Space เพื่อวาง หรือ Escape เพื่อยกเลิก ใช้เมาส์หรือนิ้ว: ลากกิจกรรมไป หรือลากขอบด้านท้ายเพื่อเปลี่ยนเวลาสิ้นสุด (ใช้นิ้ว: กดค้างไว้ก่อน)',
  pickedUp: 'หยิบ {event} แล้ว ใช้ปุ่มลูกศรเพื่อย้าย Space เพื่อวาง Escape เพื่อยกเลิก',
  dropped: 'วางแล้ว: {event}',
  cancelled: 'ยกเลิกการย้าย: {event}',
  refusedBounds: 'ย้ายไปที่นั่นไม่ได้: อยู่นอกช่วงวันที่ปฏิทินนี้อนุญาต',
  refusedOrder: 'เวลาสิ้นสุดต้องไม่อยู่ก่อนเวลาเริ่ม',
  refusedView: 'ย้ายต่อไปในมุมมองนี้ไม่ได้',
  locked: 'ย้ายไม่ได้',
  series: 'เป็นส่วนหนึ่งของชุดกิจกรรมที่เกิดซ้ำ ย้ายแยกไม่ได้',
  saveError: 'บันทึก "{title}" ไม่สำเร็จ กิจกรรมกลับไปอยู่ที่เดิมแล้ว',
  occurrenceAsk: '"{title}" เป็นกิจกรรมที่เกิดซ้ำ ต้องการเปลี่ยนกิจกรรมใด',
  occurrenceThis: 'เปลี่ยนเฉพาะกิจกรรมนี้',
  occurrenceFollowing: 'กิจกรรมนี้และกิจกรรมถัดไป',
  occurrenceCancel: 'ยกเลิก',
  ghost: 'ย้ายไปวันที่ {date}',
  resizeGhost: 'สิ้นสุด {date}',
  selectHint: 'เลือกช่วงเวลาด้วยแป้นพิมพ์: โฟกัสที่วัน (ในมุมมองสัปดาห์และวัน คือหัวคอลัมน์ของวัน) กด Space ใช้ปุ่มลูกศรเพื่อย้ายช่วงที่เลือก (Shift กับลูกศรเพื่อขยาย) แล้วกด Space เพื่อเลือก หรือ Escape เพื่อยกเลิก ใช้เมาส์: ลากผ่านวันหรือเวลา ใช้นิ้ว: กดค้างไว้แล้วลาก',
  selecting: 'กำลังเลือก {range} ใช้ปุ่มลูกศรเพื่อย้าย Shift กับลูกศรเพื่อขยาย Space เพื่อเลือก Escape เพื่อยกเลิก',
  selected: 'เลือกแล้ว: {range}',
  sending: 'กำลังบันทึก {range}…',
  selectCancelled: 'ยกเลิกการเลือกแล้ว',
  added: 'เพิ่มแล้ว: {event}',
  selectError: 'เพิ่มกิจกรรมสำหรับ {range} ไม่สำเร็จ',
};
