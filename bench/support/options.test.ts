import { describe, expect, it } from 'vitest';
import { benchNames, flagValue, option, positiveInt, positiveInts } from './options';

describe('bench options', () => {
  it('reads --name=value and --name value', () => {
    expect(flagValue(['chat-fanout', '--processes=3'], 'processes')).toBe('3');
    expect(flagValue(['chat-fanout', '--processes', '3', '--m=30'], 'processes')).toBe('3');
    expect(flagValue(['--n=500,2000'], 'processes')).toBeUndefined();
    expect(flagValue(['--processes-extra=2'], 'processes')).toBeUndefined();
  });

  it('refuses a flag written without its value', () => {
    expect(() => flagValue(['--processes'], 'processes')).toThrow('--processes needs a value');
    expect(() => flagValue(['--processes', '--m=3'], 'processes')).toThrow('--processes needs a value');
  });

  it('takes the flag, else the environment, else the fallback', () => {
    expect(option('m', 'CHAT_FANOUT_M', '50', ['--m=30'], { CHAT_FANOUT_M: '40' })).toBe('30');
    expect(option('m', 'CHAT_FANOUT_M', '50', [], { CHAT_FANOUT_M: '40' })).toBe('40');
    expect(option('m', 'CHAT_FANOUT_M', '50', [], {})).toBe('50');
  });

  it('parses positive whole numbers and names what it refuses', () => {
    expect(positiveInts('500, 2000')).toEqual([500, 2000]);
    for (const bad of ['', '0', '-3', '1.5', '3,', 'three']) expect(() => positiveInts(bad)).toThrow(`got "${bad}"`);
    expect(positiveInt('processes', '3')).toBe(3);
    expect(() => positiveInt('processes', '3,4')).toThrow('--processes: expected one positive integer, got "3,4"');
  });

  it('tells bench names from flag values', () => {
    const known = ['chat-fanout', 'lighthouse', 'socket-edge'];
    expect(benchNames(['chat-fanout', '--n=500,2000', '--processes', '3'], known)).toEqual(['chat-fanout']);
    expect(benchNames(['--processes', '3', 'chat-fanout'], known)).toEqual(['chat-fanout']);
    expect(benchNames(['--local-fonts', 'lighthouse'], known)).toEqual(['lighthouse']);
    expect(benchNames(['socket-edge', 'nosuch'], known)).toEqual(['socket-edge', 'nosuch']);
    expect(benchNames([], known)).toEqual([]);
  });
});
