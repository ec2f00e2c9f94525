import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const sameNetwork = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::a%eth0', '2001:db8:1:2::1.2.3.4'];
    expect(new Set(sameNetwork.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells neighbouring /64s apart, and the short forms of the first groups', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('not an address')).toBe('not an address');
  });
});
