import { socketUrl, toWsBase } from './socket-url';

describe('socket URLs', () => {
  it('swaps http(s) for ws(s) and appends /ws/<kind>', () => {
    expect(socketUrl('http://localhost:4000', 'lobby')).toBe('ws://localhost:4000/ws/lobby');
    expect(socketUrl('https://lobby.example.com', 'chat')).toBe('wss://lobby.example.com/ws/chat');
  });

  it('keeps ws(s) bases and a path prefix, drops trailing slashes, query and hash', () => {
    expect(toWsBase('ws://localhost:4000/')).toBe('ws://localhost:4000');
    expect(toWsBase('wss://h.example/game//?x=1#y')).toBe('wss://h.example/game');
  });

  it('refuses other schemes', () => {
    expect(() => toWsBase('ftp://h.example')).toThrow(/http\(s\) or ws\(s\)/);
  });
});
