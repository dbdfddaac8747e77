import { ORDER_MESSAGES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { formAnswer } from './use-order-submit';

const answer = (body: unknown, code = 'ORDER_FORM_INVALID', status = 400) =>
  new ApiError(status, code, ORDER_MESSAGES.formInvalid, body);

describe('a 400 answer of the order calls', () => {
  it("keeps the server's own text of ORDER_FORM_INVALID (the code's text is only the general one)", () => {
    const body = { status: 400, code: 'ORDER_FORM_INVALID', message: ORDER_MESSAGES.contactPhoneRequired };
    expect(formAnswer(answer(body))).toEqual({ field: null, message: ORDER_MESSAGES.contactPhoneRequired });
  });

  it('names the field only when the answer names it', () => {
    const body = { code: 'ORDER_FORM_INVALID', message: ORDER_MESSAGES.contactPhoneRequired, field: 'companyContacts' };
    expect(formAnswer(answer(body))).toEqual({
      field: 'companyContacts',
      message: ORDER_MESSAGES.contactPhoneRequired,
    });
    expect(formAnswer(answer({ ...body, field: 7 }))?.field).toBeNull();
  });

  it('other answers are not form answers', () => {
    expect(formAnswer(answer({ message: 'x' }, 'ORDER_NOT_DRAFT'))).toBeNull();
    expect(formAnswer(answer({ message: 'x' }, 'ORDER_FORM_INVALID', 409))).toBeNull();
    expect(formAnswer(new Error('x'))).toBeNull();
    expect(formAnswer(answer(null))).toEqual({ field: null, message: ORDER_MESSAGES.formInvalid });
  });
});
