import type { BodyArea } from '../types';

const L = (ka: string, en: string) => ({ ka, en });

/** SPEC §3: the body areas a person picks symptoms from. */
export const BODY_AREAS: BodyArea[] = [
  { id: 'head', name: L('თავი', 'Head') },
  { id: 'eyes', name: L('თვალები', 'Eyes') },
  { id: 'ears', name: L('ყურები', 'Ears') },
  { id: 'nose', name: L('ცხვირი', 'Nose') },
  { id: 'oral_cavity', name: L('პირის ღრუ', 'Mouth') },
  { id: 'neck_throat', name: L('კისერი და ყელი', 'Neck and throat') },
  { id: 'nape', name: L('კეფა', 'Nape of the neck') },
  { id: 'behaviour_thoughts', name: L('ქცევა და აზრები', 'Behaviour and thoughts') },
  { id: 'chest', name: L('გულმკერდი', 'Chest') },
  { id: 'breasts', name: L('სარძევე ჯირკვლები', 'Breasts') },
  { id: 'back', name: L('ზურგი', 'Back') },
  { id: 'lower_back', name: L('წელი', 'Lower back') },
  { id: 'upper_abdomen', name: L('მუცლის ზედა ნაწილი', 'Upper abdomen') },
  { id: 'mid_abdomen', name: L('მუცლის შუა ნაწილი', 'Middle of the abdomen') },
  { id: 'lower_abdomen', name: L('მუცლის ქვედა ნაწილი', 'Lower abdomen') },
  { id: 'buttocks', name: L('დუნდულები', 'Buttocks') },
  { id: 'anus', name: L('უკანა ტანი', 'Anus') },
  { id: 'sexual_organs', name: L('სასქესო ორგანოები', 'Genitals') },
  { id: 'skin', name: L('კანი', 'Skin') },
  { id: 'upper_limb', name: L('ზედა კიდური', 'Arm') },
  { id: 'upper_arm', name: L('მხარი', 'Upper arm') },
  { id: 'elbow', name: L('იდაყვი', 'Elbow') },
  { id: 'forearm', name: L('წინამხარი', 'Forearm') },
  { id: 'hand', name: L('მტევანი', 'Hand') },
  { id: 'lower_limb', name: L('ქვედა კიდური', 'Leg') },
  { id: 'thigh', name: L('ბარძაყი', 'Thigh') },
  { id: 'knee', name: L('მუხლი', 'Knee') },
  { id: 'lower_leg', name: L('წვივი', 'Lower leg') },
  { id: 'foot', name: L('ტერფი', 'Foot') },
];
