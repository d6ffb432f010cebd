import { canaryFormSchema, formErrors, orderBody, orderFormSchema, partBody, productFormSchema, reviewBody, reviewFormSchema } from '.';

// The forms run the API's own rules on what a person typed: for every value, the form's message
// is the one the API answers for the same value sent as JSON.

const image = new Blob([new Uint8Array([1])], { type: 'image/png' });
const part = { name: 'Rotary hook', price: 12.5, description: 'Hook', min_order_Quantity: 2, available_Quantity: 100, img: '/images/seed/rotary-hook.svg' };
const typed = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));

describe('forms and the API say the same', () => {
  it.each([
    ['price', 0],
    ['price', -3],
    ['price', 1e12],
    ['min_order_Quantity', 0],
    ['min_order_Quantity', 2.5],
    ['available_Quantity', -1],
    ['available_Quantity', 1e13],
    ['min_order_Quantity', 500],
    ['name', ''],
    ['name', 'x'.repeat(500)],
  ])('for a part whose %s is %p', (field, value) => {
    const json = { ...part, [field]: value };
    const api = formErrors(partBody, json);
    const form = formErrors(productFormSchema, { ...typed(json), img: image });
    expect(api?.[field]).toBeDefined();
    expect(form?.[field]).toEqual(api?.[field]);
  });

  it.each([
    ['rating', 0],
    ['rating', 6],
    ['rating', 4.5],
    ['comment', '   '],
  ])('for a review whose %s is %p', (field, value) => {
    const json = { name: 'Ana', country: 'Spain', comment: 'Good hooks', rating: 5, img: '/images/seed/avatar-elif.svg', [field]: value };
    expect(formErrors(reviewFormSchema, { ...typed(json), img: image })).toEqual(formErrors(reviewBody, json));
  });

  it('for an order quantity, then adds the part’s own minimum and stock', () => {
    const order = { bookingId: '3f1c6a9e-3c1b-4f4a-9d57-6c1d2a0b7e11', address: 'Dhaka', phone: '01711000000' };
    const schema = orderFormSchema({ min_order_Quantity: 5, available_Quantity: 12 });
    expect(formErrors(schema, { ...order, orderQuantity: '0' })).toEqual(formErrors(orderBody, { ...order, orderQuantity: 0 }));
    expect(formErrors(schema, { ...order, orderQuantity: '1e1' })).toEqual({ orderQuantity: 'Enter the quantity as a whole number, 1 or more.' });
    expect(formErrors(schema, { ...order, orderQuantity: '4' })).toEqual({ orderQuantity: 'The minimum order is 5 units.' });
    expect(formErrors(schema, { ...order, orderQuantity: '13' })).toEqual({ orderQuantity: 'Only 12 units are in stock.' });
  });
});

describe('canaryFormSchema', () => {
  it('takes a whole share from 1 to 99 as typed, with the API’s message otherwise', () => {
    const message = { percent: 'The share must be a whole number from 1 to 99 (percent of browsers)' };
    expect(canaryFormSchema.parse({ percent: ' 50 ' })).toEqual({ percent: 50 });
    for (const typed of ['', '0', '100', '12.5', 'ten', '-3']) expect(formErrors(canaryFormSchema, { percent: typed })).toEqual(message);
    expect(formErrors(canaryFormSchema, { percent: '1' })).toBeUndefined();
  });
});
