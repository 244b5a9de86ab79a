import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { validateMeetingInput, type MeetingInput } from './meetingInput';

/** A meeting file (.json, .yaml or .yml) parsed and validated; errors name the file and the field. */
export function readMeetingFile(file: string): MeetingInput {
  if (!fs.existsSync(file)) throw new Error(`文件不存在：${file}`);
  const ext = path.extname(file).toLowerCase();
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    if (ext === '.json') value = JSON.parse(text);
    else if (ext === '.yaml' || ext === '.yml') value = parseYaml(text);
    else throw new Error('只支持 .json、.yaml 或 .yml 文件');
  } catch (error) {
    throw new Error(`无法解析 ${path.basename(file)}：${(error as Error).message}`);
  }
  return validateMeetingInput(value);
}
