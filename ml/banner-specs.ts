/**
 * The home banners' designs (painted by `npm run banners`, ml/banners.ts): colours, the Korean
 * words each shows (the app is Korean only: no English tag such as "NEW SEASON"; 'AI' as Korean
 * writes it) and the catalogue pictures on it.
 */

/** One banner: its file, colours, words and the catalogue pictures it shows (file stems). */
export interface BannerSpec {
  file: string;
  gradient: [string, string];
  /** Colour of the title and subtitle. */
  ink: string;
  tag: string;
  title: [string, string];
  subtitle: string;
  pictures: string[];
  /** A drawn accent beside the cards. */
  accent?: 'price' | 'star' | 'heart';
}

const LIGHT = '#2b2118';
const BEIGE: [string, string] = ['#f1e9dc', '#e0d2bc'];

export const BANNERS: BannerSpec[] = [
  {
    file: 'banner-1.png',
    gradient: ['#4b57f2', '#7b5cf0'],
    ink: '#ffffff',
    tag: 'AI 스타일링',
    title: ['사진 한 장이면', '오늘 코디 끝'],
    subtitle: '옷을 찍으면 1분 만에 코디 추천',
    pictures: ['06de9ebd', '14625df7'],
  },
  ...(
    [
      ['spring', '봄', ['bfebe88b', '9e19f45b']],
      ['summer', '여름', ['67f3d43f', 'bb8a413c']],
      ['autumn', '가을', ['c3ebfb65', 'c3bd5d6b']],
      ['winter', '겨울', ['54f0bc77', '7b57d48a']],
    ] as const
  ).map(([slug, season, pictures]): BannerSpec => ({
    file: `banner-2-${slug}.png`,
    gradient: BEIGE,
    ink: LIGHT,
    tag: '새 시즌',
    title: ['셔츠와 니트로', '완성하는 미니멀 룩'],
    subtitle: `${season} 신상 코디 모아보기`,
    pictures: [...pictures],
  })),
  {
    file: 'banner-3.png',
    gradient: ['#1e2d4f', '#2f4669'],
    ink: '#ffffff',
    tag: '가격대별 추천',
    title: ['10만원대로 맞추는', '깔끔한 출근룩'],
    subtitle: '예산 맞춤 코디를 확인해 보세요',
    pictures: ['567f4a4e', 'bdbbac83'],
    accent: 'price',
  },
  {
    file: 'banner-4.png',
    gradient: ['#6c7045', '#7f8452'],
    ink: '#ffffff',
    tag: '데일리 캐주얼',
    title: ['편하게 입기 좋은', '캐주얼 데일리룩'],
    subtitle: '티셔츠부터 스니커즈까지 한 번에',
    pictures: ['2fcb5130', '3872c0d9', 'd68db0de'],
  },
  {
    file: 'banner-5.png',
    gradient: ['#5b1a23', '#3b0f15'],
    ink: '#ffffff',
    tag: '에디터 추천',
    title: ['핏픽 에디터가 고른', '이번 주 추천 코디'],
    subtitle: '지금 가장 많이 찜한 조합',
    pictures: ['0c4fe429', '93f360fb'],
    accent: 'star',
  },
  {
    file: 'banner-6.png',
    gradient: ['#ffe6ec', '#ffc8d3'],
    ink: LIGHT,
    tag: '찜하기',
    title: ['마음에 드는 코디는', '하트로 찜해 두세요'],
    subtitle: '마이페이지에서 언제든 다시 보기',
    pictures: ['e7118519'],
    accent: 'heart',
  },
];
