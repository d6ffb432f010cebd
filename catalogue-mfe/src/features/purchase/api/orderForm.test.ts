import { FORM_ERROR } from 'final-form';
import { ApiError } from '@storefront/shared';
import { initialOrderValues, orderTotal, orderValidator, submitErrors, type OrderFormValues } from './orderForm';
import { canOrder } from './stock';

const part = { _id: 'p1', min_order_Quantity: 10, available_Quantity: 500 };
const valid: OrderFormValues = { name: 'Nadia', email: 'n@example.com', phone: '01711000000', address: 'Gazipur', orderQuantity: '20' };
const check = (values: Partial<OrderFormValues>) => orderValidator(part)({ ...valid, ...values });

describe('the order form rules', () => {
  it('accepts a whole quantity from the minimum order up to the stock', () => {
    expect(check({ orderQuantity: '10' })).toBeUndefined();
    expect(check({ orderQuantity: ' 500 ' })).toBeUndefined();
  });

  it('explains each way the quantity can be wrong, in the shared words', () => {
    expect(check({ orderQuantity: '' })?.orderQuantity).toBe('Enter a quantity.');
    expect(check({ orderQuantity: '9' })?.orderQuantity).toBe('The minimum order is 10 units.');
    expect(check({ orderQuantity: '501' })?.orderQuantity).toBe('Only 500 units are in stock.');
    expect(check({ orderQuantity: '12.5' })?.orderQuantity).toBe('Enter the quantity as a whole number, 1 or more.');
    expect(check({ orderQuantity: 'ten' })?.orderQuantity).toBe('Enter the quantity as a whole number, 1 or more.');
    expect(check({ orderQuantity: '-20' })?.orderQuantity).toBe('Enter the quantity as a whole number, 1 or more.');
  });

  it('requires phone and address', () => {
    expect(check({ phone: ' ', address: '' })).toEqual({ phone: 'Enter a phone number for the delivery.', address: 'Enter the delivery address.' });
  });

  it('starts with the account’s name and e-mail and the minimum order', () => {
    expect(initialOrderValues(part, { email: 'n@example.com', displayName: 'Nadia', photoURL: null, uid: 'u', emailVerified: false })).toEqual({
      name: 'Nadia',
      email: 'n@example.com',
      phone: '',
      address: '',
      orderQuantity: '10',
    });
  });

  it('totals price × quantity only for a whole quantity', () => {
    expect(orderTotal(450, '12')).toBe(5400);
    expect(orderTotal(0.1, '3')).toBe(0.3);
    expect(orderTotal(450, '')).toBeUndefined();
    expect(orderTotal(450, '1.5')).toBeUndefined();
  });

  it('knows when a part cannot be ordered', () => {
    expect(canOrder({ min_order_Quantity: 10, available_Quantity: 9 })).toBe(false);
    expect(canOrder({ min_order_Quantity: 10, available_Quantity: 10 })).toBe(true);
  });

  it('puts the server’s 409 and field messages next to their field, anything else above the button', () => {
    expect(submitErrors(new ApiError(409, 'CONFLICT', 'Only 3 units are in stock.'))).toEqual({ orderQuantity: 'Only 3 units are in stock.' });
    expect(submitErrors(new ApiError(400, 'BAD_REQUEST', 'bad', { phone: 'Enter a phone number for the delivery.', bookingId: 'x' }))).toEqual({
      phone: 'Enter a phone number for the delivery.',
    });
    expect(submitErrors(new ApiError(0, 'network', 'Cannot reach the server.'))).toEqual({ [FORM_ERROR]: 'Cannot reach the server.' });
    expect(submitErrors(new Error('boom'))[FORM_ERROR]).toMatch(/could not be placed/);
  });
});
