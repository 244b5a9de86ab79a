import { creditCodeProblem } from '@conf/contract';
import { check } from './formRules';

// A file of its own: only the title form carries the credit code's check (the list and the invoice pages do not).
export const TAX_NUMBER_RULE = check((v) => {
  const problem = creditCodeProblem(v);
  return problem && `统一社会信用代码${problem}`;
});
