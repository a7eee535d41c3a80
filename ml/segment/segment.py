"""Step 2 of the garment-mask head's training (step 1: `npx tsx ml/segment/export.ts`): trains a small
decoder on the recogniser's own backbone activations so that the recogniser's one forward pass
also gives the garment's mask.

The backbone (the served graph export.ts wrote, rebuilt in PyTorch by finetune.py's GraphNet) is
frozen: the head reads four of its activations, from 56x56 to 7x7 (SKIP_NODES), and adds them up
from the coarsest (1x1 convs to WIDTH channels, bilinear x2, a 3x3 conv at each level) to one
logit a pixel at 56x56, compared with the mask at 224x224 (bilinear up; binary cross-entropy plus
soft Dice). Training photos: the catalogue's training-side photos with their eye-checked GrabCut
masks (masks.u8); each step mirrors half the batch and pastes the garment of PASTE_SHARE of it
onto a ground (grounds.u8: corner crops of training photos, carpets, sheets and floors, and
synthetic surfaces), so the head learns the garment, not the plain sheet it lay on. HOLDOUT of
the photos are kept out of training to report the mask IoU per epoch.

Writes <weights dir>/mask-head.json + mask-head.bin (a tfjs weights manifest, float32, weights in
TF layout: conv kernels HWIO) that server/styling/recognizer/mask-head.ts runs, and the log to
<logs dir>/segment-log.txt. One thread (torch.set_num_threads(1)): the machine is shared.

Usage: /usr/bin/python3 segment.py <export dir> <weights dir> <logs dir> [--epochs N]
(the committed head: data/cache/segment server/styling/recognizer/weights ml/logs, 8 epochs,
~13 min on one core of this shared machine). PyTorch: Debian's python3-torch.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'finetune'))
from finetune import LOG, GraphNet, log  # noqa: E402

SEED = 20261128
EPOCHS = 8
BATCH = 16
LR = 3e-3
WEIGHT_DECAY = 1e-4
PASTE_SHARE = 0.6
# Share of training photos drawn with a hanger (draw_hanger).
HANGER_SHARE = 0.0
HOLDOUT = 0.1
WIDTH = 48
PREFIX = ('StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/'
          'StatefulPartitionedCall/predict/MobilenetV2/')
# The backbone activations the head reads, finest first: 56x56x32, 28x28x48, 14x14x136, 7x7x448.
SKIP_NODES = [
    PREFIX + 'expanded_conv_2/add',
    PREFIX + 'expanded_conv_5/add',
    PREFIX + 'expanded_conv_12/add',
    PREFIX + 'expanded_conv_16/project/BatchNorm/FusedBatchNormV3',
]


class MaskHead(torch.nn.Module):
    """The decoder: per level a 1x1 lateral conv, the coarser level added after bilinear x2, ReLU, 3x3 conv, ReLU."""

    def __init__(self, channels: list[int]) -> None:
        super().__init__()
        self.lateral = torch.nn.ModuleList([torch.nn.Conv2d(c, WIDTH, 1) for c in channels])
        self.smooth = torch.nn.ModuleList([torch.nn.Conv2d(WIDTH, WIDTH, 3, padding=1) for _ in channels])
        self.out = torch.nn.Conv2d(WIDTH, 1, 1)

    def forward(self, skips: list[Tensor]) -> Tensor:
        """skips: finest first. Returns N x 1 x 56 x 56 logits."""
        x = None
        for i in reversed(range(len(skips))):
            lat = self.lateral[i](skips[i])
            if x is not None:
                lat = lat + F.interpolate(x, size=lat.shape[2:], mode='bilinear', align_corners=False)
            x = F.relu(self.smooth[i](F.relu(lat)))
        return self.out(x)

    def load(self, weights_dir: str) -> None:
        """Reads the tensors `export` wrote (float32; conv HWIO -> OIHW)."""
        with open(os.path.join(weights_dir, 'mask-head.json')) as f:
            specs = json.load(f)[0]['weights']
        flat = np.fromfile(os.path.join(weights_dir, 'mask-head.bin'), dtype='<f4')
        state, at = {}, 0
        for spec in specs:
            size = int(np.prod(spec['shape']))
            v = torch.from_numpy(flat[at:at + size].copy()).reshape(spec['shape'])
            at += size
            state[spec['name']] = v.permute(3, 2, 0, 1) if v.dim() == 4 else v
        self.load_state_dict(state)

    def export(self, weights_dir: str) -> int:
        """Writes the tensors as a tfjs weights manifest (float32; conv OIHW -> HWIO)."""
        specs, chunks = [], []
        for name, value in self.state_dict().items():
            v = value.detach()
            if v.dim() == 4:
                v = v.permute(2, 3, 1, 0)
            arr = v.contiguous().numpy().astype('<f4')
            specs.append({'name': name, 'shape': list(arr.shape), 'dtype': 'float32'})
            chunks.append(arr.tobytes())
        with open(os.path.join(weights_dir, 'mask-head.bin'), 'wb') as f:
            f.write(b''.join(chunks))
        with open(os.path.join(weights_dir, 'mask-head.json'), 'w') as f:
            json.dump([{'paths': ['mask-head.bin'], 'weights': specs}], f)
        return sum(len(c) for c in chunks)


def load_u8(path: str, per: int) -> np.ndarray:
    raw = np.fromfile(path, dtype=np.uint8)
    return raw.reshape(-1, per)


# Hanger colours (RGB 0-1): chrome, black plastic, white plastic, wood, brass.
HANGER_COLOURS = [(0.76, 0.77, 0.80), (0.08, 0.08, 0.09), (0.95, 0.95, 0.94), (0.55, 0.38, 0.20), (0.78, 0.64, 0.30)]


def draw_hanger(x: Tensor, m: Tensor, gen: torch.Generator) -> Tensor | None:
    """Draws a hanger where a hanging garment shows one (in place; x 3x224x224, m 1x224x224): a hook
    from inside the collar up and over, and maybe the hanger's neck or bar in the collar; the
    hanger's pixels are not garment (mask 0), so the head learns hooks and hangers are ground.
    Returns the hanger's pixels (224x224 bool), or None for a photo without enough garment."""
    rows = torch.nonzero(m[0] > 0.5)
    if len(rows) < 200:
        return None
    y0 = int(rows[:, 0].min())
    top = rows[rows[:, 0] < y0 + 8]
    cx = float(top[:, 1].float().mean())

    def rnd(a: float, b: float) -> float:
        return a + (b - a) * float(torch.rand(1, generator=gen))

    colour = torch.tensor(HANGER_COLOURS[int(torch.randint(len(HANGER_COLOURS), (1,), generator=gen))])
    colour = (colour + (torch.rand(3, generator=gen) - 0.5) * 0.1).clamp(0, 1)
    paint = torch.zeros(224, 224, dtype=torch.bool)
    t = int(rnd(1, 2.6))

    def dot(px: float, py: float, r: int) -> None:
        xi, yi = int(round(px)), int(round(py))
        paint[max(0, yi - r):max(0, yi + r + 1), max(0, xi - r):max(0, xi + r + 1)] = True

    # The hook: a stem from inside the collar up, then a curl to one side.
    start, length, radius = y0 + rnd(2, 10), rnd(10, 28), rnd(4, 8)
    side = 1 if torch.rand(1, generator=gen) < 0.5 else -1
    for k in range(60):
        dot(cx, start - (start - (y0 - length)) * k / 59, t)
    for k in range(40):
        a = math.pi * k / 39
        dot(cx + side * (radius - radius * math.cos(a)), y0 - length - radius * math.sin(a), t)
    if torch.rand(1, generator=gen) < 0.5:
        # The hanger's neck showing in the collar: a small ellipse.
        ex, ey, rx, ry = cx, y0 + rnd(2, 12), rnd(5, 14), rnd(3, 7)
        yy, xx = torch.meshgrid(torch.arange(224).float(), torch.arange(224).float(), indexing='ij')
        paint |= ((xx - ex) / rx) ** 2 + ((yy - ey) / ry) ** 2 <= 1
    elif torch.rand(1, generator=gen) < 0.5:
        # Its bar across the neckline.
        w, y, h = rnd(20, 60), int(y0 + rnd(4, 14)), int(rnd(3, 6))
        paint[max(0, y):y + h, max(0, int(cx - w / 2)):int(cx + w / 2)] = True
    shade = 0.85 + 0.3 * torch.rand(224, 224, generator=gen)
    x[:, paint] = colour[:, None] * shade[paint][None, :]
    m[0, paint] = 0
    return paint


def batch_inputs(rows: np.ndarray, grounds: np.ndarray, gen: torch.Generator, train: bool) -> tuple[Tensor, Tensor]:
    """N rows (224x224x3 RGB, then the 224x224 mask) -> (N x 3 x 224 x 224 in 0-1, N x 1 x 224 x 224 in 0-1), augmented when training."""
    rgb = rows[:, :224 * 224 * 3].reshape(-1, 224, 224, 3)
    x = torch.from_numpy(np.ascontiguousarray(rgb)).permute(0, 3, 1, 2).float().div_(255)
    m = torch.from_numpy(np.ascontiguousarray(rows[:, 224 * 224 * 3:])).reshape(-1, 1, 224, 224).float().div_(255)
    if not train:
        return x, m
    n = x.shape[0]
    flip = torch.rand(n, generator=gen) < 0.5
    x[flip] = x[flip].flip(3)
    m[flip] = m[flip].flip(3)
    paste = torch.rand(n, generator=gen) < PASTE_SHARE
    for i in torch.nonzero(paste).flatten().tolist():
        g = torch.from_numpy(grounds[int(torch.randint(len(grounds), (1,), generator=gen))].reshape(224, 224, 3))
        g = g.permute(2, 0, 1).float().div(255)
        if torch.rand(1, generator=gen) < 0.5:
            g = g.flip(2)
        # The mask's soft edge, a little wider than the mask, so no old ground fringes the garment.
        alpha = F.avg_pool2d(m[i:i + 1], 3, 1, 1)[0].clamp(0, 1) * m[i]
        x[i] = x[i] * alpha + g * (1 - alpha)
    for i in torch.nonzero(torch.rand(n, generator=gen) < HANGER_SHARE).flatten().tolist():
        draw_hanger(x[i], m[i], gen)
    # Brightness and contrast +-15 %.
    b = 1 + (torch.rand(n, 1, 1, 1, generator=gen) - 0.5) * 0.3
    c = 1 + (torch.rand(n, 1, 1, 1, generator=gen) - 0.5) * 0.3
    mean = x.mean(dim=(1, 2, 3), keepdim=True)
    x = ((x - mean) * c + mean) * b
    return x.clamp_(0, 1), m


def loss_of(logits: Tensor, m: Tensor) -> Tensor:
    up = F.interpolate(logits, size=m.shape[2:], mode='bilinear', align_corners=False)
    bce = F.binary_cross_entropy_with_logits(up, m)
    p = torch.sigmoid(up)
    dice = 1 - (2 * (p * m).sum(dim=(1, 2, 3)) + 1) / (p.sum(dim=(1, 2, 3)) + m.sum(dim=(1, 2, 3)) + 1)
    return bce + dice.mean()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('export_dir')
    ap.add_argument('weights_dir')
    ap.add_argument('logs_dir')
    ap.add_argument('--epochs', type=int, default=EPOCHS)
    ap.add_argument('--init', help='a weights dir whose mask-head.json + .bin the head starts from')
    ap.add_argument('--hangers', type=float, default=HANGER_SHARE, help='share of photos drawn with a hanger')
    ap.add_argument('--lr', type=float, default=LR)
    args = ap.parse_args()
    global HANGER_SHARE
    HANGER_SHARE = args.hangers
    torch.set_num_threads(1)
    torch.manual_seed(SEED)
    gen = torch.Generator().manual_seed(SEED)

    graph = json.load(open(os.path.join(args.export_dir, 'graph.json')))
    flat = np.fromfile(os.path.join(args.export_dir, 'weights.f32'), dtype='<f4')
    net = GraphNet(graph, flat, from_block=99)
    net.eval()
    for p in net.parameters():
        p.requires_grad_(False)
    order = net.topological(SKIP_NODES[-1])

    def skips(x: Tensor) -> list[Tensor]:
        with torch.no_grad():
            values = net.activations(x, order)
            return [values[n] for n in SKIP_NODES]

    rows = load_u8(os.path.join(args.export_dir, 'masks.u8'), 224 * 224 * 4)
    grounds = load_u8(os.path.join(args.export_dir, 'grounds.u8'), 224 * 224 * 3)
    order_idx = torch.randperm(len(rows), generator=gen).tolist()
    n_hold = int(len(rows) * HOLDOUT)
    hold, train = order_idx[:n_hold], order_idx[n_hold:]
    log('photos %d (train %d, held out %d), grounds %d' % (len(rows), len(train), len(hold), len(grounds)))
    channels = [t.shape[1] for t in skips(torch.zeros(1, 3, 224, 224))]
    log('skip channels %s' % channels)
    head = MaskHead(channels)
    if args.init:
        head.load(args.init)
    opt = torch.optim.AdamW(head.parameters(), lr=args.lr, weight_decay=WEIGHT_DECAY)
    steps = args.epochs * ((len(train) + BATCH - 1) // BATCH)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=steps)

    def held_out_iou() -> tuple[float, float]:
        """The held-out photos' mask IoU, and the share of hanger pixels called garment when each
        is drawn with a hanger (the same hangers every epoch)."""
        head.eval()
        inter = union = hanger = called = 0.0
        drawn = torch.Generator().manual_seed(SEED + 1)
        with torch.no_grad():
            for s in range(0, len(hold), BATCH):
                x, m = batch_inputs(rows[hold[s:s + BATCH]], grounds, gen, False)
                up = F.interpolate(head(skips(x)), size=(224, 224), mode='bilinear', align_corners=False)
                p, t = up > 0, m > 0.5
                inter += float((p & t).sum())
                union += float((p | t).sum())
                paints = [draw_hanger(x[i], m[i], drawn) for i in range(x.shape[0])]
                up = F.interpolate(head(skips(x)), size=(224, 224), mode='bilinear', align_corners=False)
                for i, paint in enumerate(paints):
                    if paint is not None:
                        hanger += float(paint.sum())
                        called += float((up[i, 0] > 0)[paint].sum())
        head.train()
        return inter / max(1.0, union), called / max(1.0, hanger)

    if args.init:
        log('started from %s: held-out IoU %.3f, hanger pixels called garment %.3f' % ((args.init,) + held_out_iou()))
    for epoch in range(args.epochs):
        t0 = time.time()
        perm = [train[i] for i in torch.randperm(len(train), generator=gen).tolist()]
        total = 0.0
        for s in range(0, len(perm), BATCH):
            x, m = batch_inputs(rows[perm[s:s + BATCH]], grounds, gen, True)
            loss = loss_of(head(skips(x)), m)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * x.shape[0]
        iou, hanger = held_out_iou()
        log('epoch %d: loss %.4f, held-out IoU %.3f, hanger pixels called garment %.3f (%.0f s)' % (
            epoch + 1, total / len(perm), iou, hanger, time.time() - t0))
    size = head.export(args.weights_dir)
    log('wrote mask-head.json + mask-head.bin (%d bytes) to %s' % (size, args.weights_dir))
    with open(os.path.join(args.logs_dir, 'segment-log.txt'), 'w') as f:
        f.write('\n'.join(LOG) + '\n')


if __name__ == '__main__':
    main()
