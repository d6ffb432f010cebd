import {
  formErrors,
  loginFormSchema,
  orderBody,
  orderFormSchema,
  partBody,
  productEditFormSchema,
  productFormSchema,
  profileFormSchema,
  reviewFormSchema,
  signupFormSchema,
} from '@storefront/shared/schemas';

/** The shared schemas as the browser forms use them: strings in, the spec's messages out. */
describe('shared form schemas', () => {
  it('sign-up and login use the spec’s messages', () => {
    expect(formErrors(signupFormSchema, {})).toEqual({ name: 'Name is Required', email: 'Email is Required', password: 'Password is Required' });
    expect(formErrors(loginFormSchema, { email: 'Foo@Bar', password: '12345' })).toEqual({
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
    expect(formErrors(loginFormSchema, { email: 'ada@example.com', password: '123456' })).toBeUndefined();
  });

  it('the product form turns typed numbers into numbers and checks them', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect(formErrors(productFormSchema, {})).toEqual({
      name: 'Name is Required',
      price: 'price is Required',
      description: 'description is Required',
      min_order_Quantity: 'quantity is Required',
      available_Quantity: 'available quantity is Required',
      img: 'Image is Required',
    });
    const parsed = productFormSchema.parse({ name: 'Hook', price: '12.5', description: 'd', min_order_Quantity: '2', available_Quantity: '10', img: [file] });
    expect(parsed).toMatchObject({ price: 12.5, min_order_Quantity: 2, available_Quantity: 10 });
    expect(
      formErrors(productFormSchema, { name: 'Hook', price: 'abc', description: 'd', min_order_Quantity: '2', available_Quantity: '10', img: file }),
    ).toEqual({
      price: 'price must be a number greater than 0',
    });
    // The cross-field rule runs once every field is valid (zod skips object refinements otherwise).
    expect(
      formErrors(productFormSchema, { name: 'Hook', price: '5', description: 'd', min_order_Quantity: '20', available_Quantity: '10', img: file }),
    ).toEqual({
      min_order_Quantity: 'minimum order quantity cannot be more than the available quantity',
    });
    expect(formErrors(productEditFormSchema, { price: '' })).toBeUndefined();
    // Edit records a sold-out part: stock 0, or any stock below the minimum order.
    expect(formErrors(productEditFormSchema, { min_order_Quantity: '5', available_Quantity: '0' })).toBeUndefined();
    expect(formErrors(productEditFormSchema, { min_order_Quantity: '20', available_Quantity: '10' })).toBeUndefined();
    expect(productEditFormSchema.parse({ price: '9', name: '' })).toEqual({ price: 9 });
  });

  it('the review and profile forms', () => {
    expect(formErrors(reviewFormSchema, { name: 'a', country: 'b', comment: 'c', img: 'https://x.example/a.png' })).toEqual({ rating: 'rating is Required' });
    expect(formErrors(profileFormSchema, {})).toEqual({ location: 'location is Required', phone: 'phone is Required', img: 'Image is Required' });
    expect(formErrors(profileFormSchema, { location: 'Dhaka', phone: 1711000000, linkedin: 'nope', img: '/images/abc.png' })).toEqual({
      linkedin: 'linkedin must be a URL',
    });
  });

  it('the order form holds the quantity to the part', () => {
    const schema = orderFormSchema({ min_order_Quantity: 5, available_Quantity: 12 });
    expect(formErrors(schema, { address: 'a', phone: '1', orderQuantity: '4' })).toEqual({ orderQuantity: 'The minimum order is 5 units.' });
    expect(formErrors(schema, { address: 'a', phone: '1', orderQuantity: '13' })).toEqual({ orderQuantity: 'Only 12 units are in stock.' });
    expect(formErrors(schema, { address: 'a', phone: '1', orderQuantity: '5.5' })).toEqual({
      orderQuantity: 'Enter the quantity as a whole number, 1 or more.',
    });
    expect(schema.parse({ address: 'a', phone: '1', orderQuantity: '6' }).orderQuantity).toBe(6);
    expect(schema.parse({ address: 'a', phone: '1', orderQuantity: ' 007 ' }).orderQuantity).toBe(7);
  });

  it('takes only plain digits as a quantity (no exponent, hex, sign, decimals or spaces inside)', () => {
    const schema = orderFormSchema({ min_order_Quantity: 1, available_Quantity: 100 });
    for (const typed of ['1e1', '0x10', '0b11', '0o7', '+5', '-5', '5.0', '2.5', '1 0', '1_0', 'Infinity', 'NaN', '５', '10abc']) {
      expect([typed, formErrors(schema, { address: 'a', phone: '1', orderQuantity: typed })]).toEqual([
        typed,
        { orderQuantity: 'Enter the quantity as a whole number, 1 or more.' },
      ]);
    }
    for (const typed of ['1e1', '0x10']) {
      const product = { name: 'n', price: '5', description: 'd', min_order_Quantity: typed, available_Quantity: '100', img: '/images/seed/a.svg' };
      expect(formErrors(productFormSchema, product)).toEqual({ min_order_Quantity: 'quantity must be a whole number' });
      expect(formErrors(productFormSchema, { ...product, min_order_Quantity: '1', available_Quantity: typed })).toEqual({
        available_Quantity: 'available quantity must be a whole number',
      });
    }
  });

  it('API bodies want JSON numbers and drop unknown fields', () => {
    expect(partBody.safeParse({ name: 'a', price: '5', description: 'd', min_order_Quantity: 1, available_Quantity: 1, img: '/images/a.png' }).success).toBe(
      false,
    );
    const order = orderBody.parse({
      bookingId: '7b0c1c39-6e1e-4c55-9a55-0d1c6c7f2a10',
      address: ' a ',
      phone: '1',
      orderQuantity: 2,
      email: 'x@y.z',
      role: 'admin',
    });
    expect(order).toEqual({ bookingId: '7b0c1c39-6e1e-4c55-9a55-0d1c6c7f2a10', address: 'a', phone: '1', orderQuantity: 2 });
  });
});
