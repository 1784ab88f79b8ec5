import { checkMessage, slotHours } from './pincode-check';

describe('the header’s delivery sentence', () => {
  it('speaks of slot hours as the web app does', () => {
    expect(slotHours('07:00', '09:00')).toBe('7–9 am');
    expect(slotHours('11:00', '13:00')).toBe('11 am–1 pm');
    expect(slotHours('23:00', '01:00')).toBe('11 pm–1 am');
    expect(slotHours('07:30', '09:00')).toBe('7:30–9 am');
    expect(slotHours('00:00', '08:00')).toBe('12–8 am');
  });

  it('says how fast, when, or that the pincode is not served', () => {
    const now = new Date('2026-12-02T12:00:00Z'); // 17:30 in Kolkata
    const slot = { date: '2026-12-03', start: '07:00', end: '09:00' } as never;
    const at = (answer: object) =>
      checkMessage(
        '560001',
        { serviceable: true, express: null, nextSlot: null, zoned: true, ...answer },
        now,
        'Asia/Kolkata',
      );
    expect(at({ serviceable: false })).toBe("We don't deliver to 560001 yet");
    expect(at({ express: { etaMinutes: 15 } })).toBe('Delivery in 15 minutes');
    expect(at({ nextSlot: slot })).toBe('Delivery tomorrow, 7–9 am');
    expect(at({ nextSlot: { ...(slot as object), date: '2026-12-04' } })).toBe('Delivery Fri 4 Dec, 7–9 am');
    expect(at({})).toBe('Every delivery slot of the next three days is taken');
  });
});
