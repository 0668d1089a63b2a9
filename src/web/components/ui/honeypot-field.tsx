/**
 * A field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology) but form-filling scripts do fill; the server refuses a
 * request whose `website` is not empty (src/contracts/webhooks.ts).
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
