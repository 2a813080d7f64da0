import { z } from 'zod';
import {
  AfterSalesMessage,
  ManualQuoteMinutes,
  ZOperatorQuoteBody,
  ZQuoteLineKind,
  type QuoteLine,
} from '@portal/contracts';
import { minorToInputText } from '../../../lib/parse-money';
import { signedMoneyText } from './money-text';

const lineShape = ZOperatorQuoteBody.shape.lines.element.shape;

/** The passenger select's value for a line that is for the whole request. */
export const WholeRequest = 'all';

/** How long a manual quote may be accepted, as the form offers it (minutes). */
export const QuoteValidityChoices = [60, 4 * 60, ManualQuoteMinutes, 3 * 24 * 60, 7 * 24 * 60] as const;

/**
 * The manual quote form's rules: the contracts' own (ZOperatorQuoteBody) behind the form's texts. Amounts are typed
 * in taka, signed (a minus for what is kept or charged), and sent as whole poisha.
 */
export function operatorQuoteSchema(amountFormat: string) {
  return z.object({
    lines: z
      .array(
        z.object({
          kind: ZQuoteLineKind,
          label: lineShape.label,
          paxId: z
            .string()
            .transform((value) => (value === WholeRequest ? null : Number(value)))
            .pipe(lineShape.paxId),
          amount: signedMoneyText(amountFormat).pipe(lineShape.amount),
        }),
      )
      .min(1, AfterSalesMessage.quoteInvalid)
      .max(60),
    validMinutes: z.string().transform(Number).pipe(ZOperatorQuoteBody.shape.validMinutes.unwrap()),
    note: ZOperatorQuoteBody.shape.note,
  });
}
export type OperatorQuoteSchema = ReturnType<typeof operatorQuoteSchema>;
export type OperatorQuoteInput = z.input<OperatorQuoteSchema>;
export type OperatorQuoteValues = z.output<OperatorQuoteSchema>;

/** A form line from a quote line (the airline's figures): its amount written back as editable taka. */
export function lineInput(line: QuoteLine): OperatorQuoteInput['lines'][number] {
  return {
    kind: line.kind,
    label: line.label,
    paxId: line.paxId === null ? WholeRequest : String(line.paxId),
    amount: minorToInputText(line.amount.amount),
  };
}

export const emptyLine: OperatorQuoteInput['lines'][number] = {
  kind: 'Other',
  label: '',
  paxId: WholeRequest,
  amount: '',
};

/** The form's starting values: the given lines (an empty one when there are none), valid a day, no note. */
export function quoteFormStart(lines: QuoteLine[]): OperatorQuoteInput {
  return {
    lines: lines.length > 0 ? lines.map(lineInput) : [emptyLine],
    validMinutes: String(ManualQuoteMinutes),
    note: '',
  };
}
