/**
 * The consents a Korean shop asks at signup (개인정보 보호법 §15, §22; 정보통신망법 §50): the terms
 * of use and the collection and use of personal information are required, marketing messages
 * optional. Each has its full text one tap away ("보기"), and "전체 동의" ticks all three.
 * Nothing is sent to the server: signing up is the consent to the required two (SPEC §5's
 * signup request is unchanged), and marketing messages are not sent at all.
 */
import { useId } from 'react';

/** The three consents, in the order shown. */
export interface Consents {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export const NO_CONSENTS: Consents = { terms: false, privacy: false, marketing: false };

/** True when both required consents are given. */
export function hasRequiredConsents(c: Consents): boolean {
  return c.terms && c.privacy;
}

const ITEMS: { key: keyof Consents; label: string; required: boolean; text: string }[] = [
  {
    key: 'terms',
    label: '이용약관 동의',
    required: true,
    text: '핏픽은 촬영하거나 올린 옷 사진으로 코디를 추천하고, 추천 상품의 판매처 링크를 안내합니다. 상품의 구매·배송·환불은 각 판매처의 약관을 따릅니다. 회원은 타인의 사진이나 권리를 침해하는 사진을 올려서는 안 되며, 언제든 탈퇴할 수 있습니다.',
  },
  {
    key: 'privacy',
    label: '개인정보 수집·이용 동의',
    required: true,
    text: '수집 항목: 이메일, 이름, 비밀번호(암호화 저장), 선택 입력한 키·몸무게·나이·성별, 올린 사진. 이용 목적: 회원 식별, 로그인, 비밀번호 찾기, 코디 추천. 보유 기간: 탈퇴 시까지(탈퇴 즉시 파기). 동의를 거부할 수 있으나, 거부하면 회원가입을 할 수 없습니다.',
  },
  {
    key: 'marketing',
    label: '마케팅 정보 수신 동의',
    required: false,
    text: '새 코디와 할인 소식을 이메일로 받아보실 수 있습니다. 동의하지 않아도 모든 기능을 이용할 수 있으며, 언제든 철회할 수 있습니다.',
  },
];

/** The consent checkboxes; `onChange` gets the whole new state. */
export function SignupConsents({
  value,
  onChange,
}: {
  value: Consents;
  onChange: (next: Consents) => void;
}) {
  const id = useId();
  const all = value.terms && value.privacy && value.marketing;
  return (
    <fieldset className="consents">
      <legend className="consents-title">약관 동의</legend>
      <label className="consent consent-all">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) =>
            onChange({
              terms: e.target.checked,
              privacy: e.target.checked,
              marketing: e.target.checked,
            })
          }
        />
        전체 동의
      </label>
      {ITEMS.map((item) => (
        <div key={item.key} className="consent-row">
          <label className="consent">
            <input
              type="checkbox"
              checked={value[item.key]}
              required={item.required}
              onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
              aria-describedby={`${id}-${item.key}`}
            />
            {item.required ? '(필수)' : '(선택)'} {item.label}
          </label>
          <details className="consent-text">
            <summary>보기</summary>
            <p id={`${id}-${item.key}`}>{item.text}</p>
          </details>
        </div>
      ))}
    </fieldset>
  );
}
