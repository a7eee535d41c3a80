/**
 * Form fields the account screens share (SPEC §5): the member's name as /find-id and /find-pw ask
 * for it, and a new password with its confirmation as /reset-password and /set-password ask for
 * them (the rule's hint under the first; an error under either).
 */
import type { ChangeEvent } from 'react';
import { PASSWORD_MESSAGES } from '../messages';
import { FormField } from './FormField';

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** '이름': the name the member signed up with. */
export function NameField({ value, onChange }: { value: string; onChange: OnChange }) {
  return (
    <FormField label="이름">
      <input
        className="input"
        type="text"
        name="username"
        autoComplete="name"
        value={value}
        onChange={onChange}
        placeholder="이름을 입력해 주세요"
      />
    </FormField>
  );
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: OnChange;
  onConfirm: OnChange;
  /** Shown under '새 비밀번호' in place of the hint. */
  passwordError?: string | undefined;
  /** Shown under '새 비밀번호 확인' (e.g. PASSWORD_MESSAGES.mismatch). */
  confirmError?: string | undefined;
}

/** '새 비밀번호' (with the SPEC §5 hint) and '새 비밀번호 확인'. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label="새 비밀번호" hint={PASSWORD_MESSAGES.hint} error={props.passwordError}>
        <input
          className="input"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={props.password}
          onChange={props.onPassword}
        />
      </FormField>
      <FormField label="새 비밀번호 확인" error={props.confirmError}>
        <input
          className="input"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={props.confirm}
          onChange={props.onConfirm}
        />
      </FormField>
    </>
  );
}
