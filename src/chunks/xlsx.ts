// Entry of dist/almanac-chunk-xlsx.js: the .xlsx writer, loaded on the first Excel export.
import * as xlsx from '../table/model/xlsx';
import { defineChunk } from './define';

defineChunk('xlsx', xlsx);
