import { configureApi, setCurrentLanguage } from '@storefront/shared';
import { answerWith, calls, resetFakeApi, until } from '../session/testing/fakes';
import { followAccountLanguage } from './account';

describe('followAccountLanguage', () => {
  beforeEach(() => {
    resetFakeApi();
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => setCurrentLanguage('en'));

  it('gives an account that never chose the language this browser chose', async () => {
    localStorage.setItem('storefront.language', 'bn');
    answerWith(() => ({ status: 200, body: { language: 'bn' } }));
    followAccountLanguage(null);
    await until(() => calls.some((call) => call.method === 'PUT' && call.path === '/user/language'));
  });

  it('leaves an account that never chose alone when this browser did not choose either', async () => {
    followAccountLanguage(null);
    expect(calls).toEqual([]);
  });

  it('stays on a page already in the account’s language, and ignores what is not a language', () => {
    setCurrentLanguage('bn');
    followAccountLanguage('bn');
    followAccountLanguage('fr');
    expect(localStorage.getItem('storefront.language')).toBeNull();
    expect(calls).toEqual([]);
  });
});
