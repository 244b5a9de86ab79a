import { PcParamStore, pcExempt, withPc } from './pcParam';
import { writeCookie } from '../http/cookies';
import { resetBrowserState } from '../testing/browser';

beforeEach(resetBrowserState);

describe('resolve', () => {
  it('prefers the URL and remembers it in memory, cookie and local storage', () => {
    const store = new PcParamStore();
    store.memory = 'old';
    expect(store.resolve('?a=1&pc=from-url')).toBe('from-url');
    expect(store.memory).toBe('from-url');
    expect(document.cookie).toContain('pc_param=from-url');
    expect(localStorage.getItem('pc_param')).toBe('from-url');
  });

  it('then memory, over cookie and local storage', () => {
    writeCookie('pc_param', 'cookie', 60);
    localStorage.setItem('pc_param', 'local');
    const store = new PcParamStore();
    store.memory = 'memory';
    expect(store.resolve('')).toBe('memory');
  });

  it('then the cookie, over local storage', () => {
    writeCookie('pc_param', 'cookie', 60);
    localStorage.setItem('pc_param', 'local');
    expect(new PcParamStore().resolve('?x=1')).toBe('cookie');
  });

  it('then local storage', () => {
    localStorage.setItem('pc_param', 'local');
    expect(new PcParamStore().resolve('')).toBe('local');
  });

  it('is empty when nothing is remembered, and an empty pc in the URL does not count', () => {
    expect(new PcParamStore().resolve('?pc=')).toBe('');
  });

  it('survives a reload through the cookie', () => {
    new PcParamStore().resolve('?pc=kept');
    localStorage.clear();
    expect(new PcParamStore().resolve('')).toBe('kept');
  });
});

describe('withPc', () => {
  it('appends pc, keeping the query and the hash', () => {
    expect(withPc('/meeting/home/1?tab=2#top', 'abc')).toBe('/meeting/home/1?tab=2&pc=abc#top');
    expect(withPc('/mine', 'a b')).toBe('/mine?pc=a+b');
  });

  it('keeps a pc that is already there', () => {
    expect(withPc('/mine?pc=mine', 'abc')).toBe('/mine?pc=mine');
  });

  it('never adds pc under /share/article', () => {
    expect(withPc('/share/article?id=3', 'abc')).toBe('/share/article?id=3');
    expect(withPc('/share/article/9', 'abc')).toBe('/share/article/9');
  });

  it('changes nothing without a value', () => {
    expect(withPc('/mine', '')).toBe('/mine');
  });

  it('exempts only /share/article and below', () => {
    expect(pcExempt('/share/article')).toBe(true);
    expect(pcExempt('/share/article/1')).toBe(true);
    expect(pcExempt('/share/articles')).toBe(false);
    expect(pcExempt('/share')).toBe(false);
  });
});
