import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Loading from '../../src/theme/Loading';

const props = {isLoading: true, pastDelay: true, timedOut: false, retry: () => {}};

describe('route chunk loading state', () => {
  it('a failed load shows the error and a 重试 button', () => {
    const html = renderToStaticMarkup(createElement(Loading, {...props, error: new Error('Loading chunk 42 failed.')}));
    expect(html).toContain('Loading chunk 42 failed.');
    expect(html).toMatch(/<button[^>]*>重试<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it('a slow load shows no spinner (the progress bar covers it)', () => {
    expect(renderToStaticMarkup(createElement(Loading, {...props, error: null}))).toBe('');
  });
});
