import { zodValidator } from '@storefront/shared/forms';
import { loginSchema, signupSchema } from './credentials';

const validateLogin = zodValidator(loginSchema);
const validateSignup = zodValidator(signupSchema);

describe('login and signup rules (spec section 5)', () => {
  it('requires an e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is Required', password: 'Password is Required' });
    expect(validateLogin({} as never)).toEqual({ email: 'Email is Required', password: 'Password is Required' });
  });

  it('checks the e-mail pattern and the password length', () => {
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
  });

  it('accepts a valid pair', () => {
    expect(validateLogin({ email: 'buyer@example.com', password: '123456' })).toBeUndefined();
  });

  it('requires a name to sign up', () => {
    expect(validateSignup({ name: '  ', email: 'buyer@example.com', password: '123456' })).toEqual({ name: 'Name is Required' });
  });
});
