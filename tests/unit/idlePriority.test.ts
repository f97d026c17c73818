import {describe, expect, it} from 'vitest';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import {IDLE_PRIORITY, atIdlePriority} from '../../src/plugins/speed/staged-start/client/idlePriority';

const internals = (ReactDOM as unknown as {__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: {p: number}})
  .__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

const reactInternals = (
  React as unknown as {__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: {T: unknown}}
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

describe('hydrating at idle priority', () => {
  it('finds the update priority where the installed React DOM keeps it', () => {
    expect(typeof internals.p).toBe('number');
  });

  it('sets the idle priority while the function runs and restores the previous one, also when it throws', () => {
    const before = internals.p;
    let during: number | undefined;
    atIdlePriority(() => {
      during = internals.p;
    });
    expect(during).toBe(IDLE_PRIORITY);
    expect(internals.p).toBe(before);
    expect(() =>
      atIdlePriority(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(internals.p).toBe(before);
  });

  it('runs the function as a transition when the internals are not what it expects', () => {
    const inTransition: boolean[] = [];
    const odd = {p: 'lane'};
    for (const other of [{}, odd]) atIdlePriority(() => inTransition.push(reactInternals.T != null), other);
    expect(inTransition).toEqual([true, true]);
    expect(odd.p).toBe('lane');
    expect(reactInternals.T).toBeNull();
  });
});
