// Choosing a staff member: as a filter (anyone, mine, nobody, a name) or as an owner (nobody, a name).
import { OWNER_ME, OWNER_NONE } from '@agency/forms/pipeline';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n.tsx';
import { staffMembersOptions } from './pipeline-api.ts';

export function OwnerSelect({
  id,
  value,
  onChange,
  filter = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A filter offers "anyone" and "mine"; an owner picker offers nobody and the staff. */
  filter?: boolean;
}) {
  const { m } = useI18n();
  const staff = useQuery(staffMembersOptions()).data ?? [];
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {filter && <option value="">{m.recruiting.board.any}</option>}
      {filter && <option value={OWNER_ME}>{m.recruiting.board.mine}</option>}
      <option value={filter ? OWNER_NONE : ''}>{m.recruiting.noOwner}</option>
      {staff.map((member) => (
        <option key={member.id} value={String(member.id)}>
          {member.name}
        </option>
      ))}
    </select>
  );
}
